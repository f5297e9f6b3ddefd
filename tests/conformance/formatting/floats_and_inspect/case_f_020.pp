notice("${[1.5, 'a']}")
