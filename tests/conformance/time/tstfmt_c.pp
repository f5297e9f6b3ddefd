notice(String(Timestamp(0), '%t'))
