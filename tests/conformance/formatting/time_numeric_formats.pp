notice(String(Timespan(3600), '%d'), String(Timespan(3600.5), '%f'), String(Timespan(3600), '%s'), String(Timespan(-1.5), '%d'))
notice(String(Timestamp('2016-09-06T08:34:59Z'), '%d'), String(Timestamp('2016-09-06T08:34:59.5Z'), '%f'), String(Timestamp('2016-09-06T08:34:59Z'), '%x'))
