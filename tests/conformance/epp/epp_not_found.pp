notice(epp('mymod/t.epp'))
