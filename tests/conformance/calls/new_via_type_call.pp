notice(Integer('42') + 1)
notice(String(1))
