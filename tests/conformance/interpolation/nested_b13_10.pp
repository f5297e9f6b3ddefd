notice("${upcase}")
