notice(epp('demo/none.epp'))
