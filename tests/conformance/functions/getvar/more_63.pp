notice(getvar("facts"))
