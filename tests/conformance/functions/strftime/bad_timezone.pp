strftime(Timestamp('2016-08-24T12:13:14 UTC'), '%H', 'Nowhere/Zone')
