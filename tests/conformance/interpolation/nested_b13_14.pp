notice("${[1,2,3]}")
notice("${{'a'=>[1]}}")
notice("${undef}|${default}|${Integer[1]}|${/x/}|${1.0}|${Sensitive('s')}")
