notice(lookup('str', Integer))
