notice(sprintf('%p', "\u00e9"), sprintf('%p', "\u0001\u001B\u007F"), sprintf('%p', "\r\u000B\u000C\u0007\u0008"))
