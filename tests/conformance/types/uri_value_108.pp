notice(URI('mailto:a@b.c?subject=hi&&'))
