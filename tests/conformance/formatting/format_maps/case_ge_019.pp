notice(String(/x/, '%d'))
