# spec "Timestamp from String": "It's an error if no format was able to parse the given string."
notice(Timestamp('24.08.2016', ['%Y-%m-%d', '%d/%m/%Y']))
