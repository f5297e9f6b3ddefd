# The examples of docs/formatting.md, section strftime flags (one notice per table row).
notice("[${strftime(Timestamp('2016-09-06T08:04:09.012345678 UTC'), '%-d')}]")
notice("[${strftime(Timestamp('2016-09-06T08:04:09.012345678 UTC'), '%_m')}]")
notice("[${strftime(Timestamp('2016-09-06T08:04:09.012345678 UTC'), '%0e')}]")
notice("[${strftime(Timestamp('2016-09-06T08:04:09.012345678 UTC'), '%^a')}]")
notice("[${strftime(Timestamp('2016-09-06T08:04:09.012345678 UTC'), '%#b')}]")
notice("[${strftime(Timestamp('2016-09-06T08:04:09.012345678 UTC'), '%10A')}]")
notice("[${strftime(Timestamp('2016-09-06T08:04:09.012345678 UTC'), '%06Y')}]")
notice("[${strftime(Timestamp('2016-09-06T08:04:09.012345678 UTC'), '%:z')}]")
