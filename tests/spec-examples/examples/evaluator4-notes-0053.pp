$myvar['Some_thing']   # undef
