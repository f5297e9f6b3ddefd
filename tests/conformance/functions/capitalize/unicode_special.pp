notice(capitalize('ǆemal'))
notice(capitalize('ÉLAN'))
