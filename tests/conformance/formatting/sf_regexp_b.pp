notice(String(/a/, '%d'))
