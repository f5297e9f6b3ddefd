notice("You can quote me on that")
notice("tab\there")
