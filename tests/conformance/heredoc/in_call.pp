notice(@(END))
from heredoc
END
