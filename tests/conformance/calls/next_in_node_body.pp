node default { next() } notice(yes)
