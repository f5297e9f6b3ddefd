# Timestamp#to_f is Integer#fdiv: nanoseconds and 10**9 reduced by their gcd before dividing
$t = Timestamp('2020-01-02T03:04:05.123Z')
notice(String($t, '%a'))
notice(Float($t) == 1577934245.123)
notice(Float(Timestamp('2020-01-02T03:04:05.123456789Z')))
notice(String(Timespan(1577934245.123), '%a'))
