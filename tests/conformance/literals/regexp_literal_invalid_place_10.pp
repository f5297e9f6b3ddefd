notice("${/(/}")
