notice(Boolean['true'])
