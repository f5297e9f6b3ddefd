notice(Notify[[]])
