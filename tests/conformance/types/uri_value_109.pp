notice(URI('mailto:?to=a@b'))
