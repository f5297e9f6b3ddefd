notice("a\\b")
notice("dollar \$x")
notice("q\"q")
