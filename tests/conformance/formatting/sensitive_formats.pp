notice(String(Sensitive('x'), '%s'), "${String(Sensitive('x'), '%30s')}|")
