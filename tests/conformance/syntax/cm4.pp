notice(/* inside */ 1)
