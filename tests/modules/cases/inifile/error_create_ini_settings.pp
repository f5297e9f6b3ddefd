inifile::create_ini_settings('not a hash')
