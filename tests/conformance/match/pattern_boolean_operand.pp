$enabled = true
notice("yes" =~ $enabled)
