notice(capitalize('ǆemal'))
