type A = Pattern[a, /b/]
notice(A)
