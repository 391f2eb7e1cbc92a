/* tk_plugin_dir.c — where tk_plugin() finds a plugin by name.  The one file
 * of the test kit compiled per kit: the suite's kit names the build tree's
 * plugin folder, the installed kit the install's (framework/CMakeLists.txt),
 * so tk.c itself is compiled once for both. */
extern const char tk_plugin_dir[];
const char tk_plugin_dir[] = TK_PLUGIN_DIR;
