# The examples of docs/formatting.md, section Timespan (one notice per table row).
notice(String(Timespan(93784.5), '%s'))
notice(String(Timespan(3600), '%#s'))
notice("[${String(Timespan(60), '%-14s')}]")
notice(String(Timespan(3600), '%d'))
notice(String(Timespan(1.5), '%.2f'))
