notice(strftime(Timestamp(0), '%10N|%-N|%0N'))
