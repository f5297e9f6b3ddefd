notice(strip("  a  "))
