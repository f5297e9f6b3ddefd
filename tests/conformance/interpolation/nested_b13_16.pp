notice("tab\there", 'single\tnot')
notice("dollar \${x}")
notice("unknown escape \z")
