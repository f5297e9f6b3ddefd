# The documentation's exported collector of a type this install lacks: the warning comes first
Nagios_service <<| |>> # realize all exported nagios_service resources
