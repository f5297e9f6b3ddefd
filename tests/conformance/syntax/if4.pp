if (true) { notice(a) }
