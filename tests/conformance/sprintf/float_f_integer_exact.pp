# an Integer under %f is printed exactly, not through a Float
notice(sprintf('%.2f', 9007199254740993))
notice(sprintf('%f %+.1f %08.2f %-8.1f| %#.0f', 3, 3, -3, 3, 3))
