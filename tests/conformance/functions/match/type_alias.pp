type MyPat = Pattern[/(\d+)/]
notice('ab12'.match(MyPat))
