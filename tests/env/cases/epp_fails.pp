notice(epp('demo/fails.epp'))
