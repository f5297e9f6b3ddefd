notice(capitalize('élan'))
