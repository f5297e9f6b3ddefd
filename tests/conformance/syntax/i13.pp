notice("${{a=>1}[a]}")
