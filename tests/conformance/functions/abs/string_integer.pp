notice(abs('-3'))
notice(abs('42'))
