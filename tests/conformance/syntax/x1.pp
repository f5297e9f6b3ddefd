notify { @(END): }
  heredoc title
  | END
notice(ok)
