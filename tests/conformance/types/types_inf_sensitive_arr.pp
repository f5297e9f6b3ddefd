notice(type([Sensitive(1), Sensitive('a')], 'reduced'))
notice(type([Sensitive(1), Sensitive(2)], 'generalized'))
