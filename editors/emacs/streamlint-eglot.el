;;; streamlint-eglot.el --- streamlint with Eglot  -*- lexical-binding: t; -*-
;; Load this file (or copy the form) to run `streamlint server' for Python and Scala buffers (and
;; SQL pipeline sources) through Eglot:
;;   (load "/path/to/editors/emacs/streamlint-eglot.el")
;;   M-x eglot  in a Python buffer (or add `eglot-ensure' to `python-mode-hook').
;; Settings reach the server as initializationOptions; set `streamlint-eglot-settings', e.g.
;;   (setq streamlint-eglot-settings '(:targetDbr "15.4" :compute "classic"))
(require 'eglot)

(defvar streamlint-eglot-program "streamlint"
  "The streamlint binary (a path, or a name on `exec-path').")

(defvar streamlint-eglot-settings nil
  "Plist sent as initializationOptions, e.g. (:targetDbr \"15.4\" :compute \"serverless\").")

(add-to-list 'eglot-server-programs
             `((python-mode python-ts-mode scala-mode scala-ts-mode sql-mode)
               . ,(lambda (&rest _)
                    (list streamlint-eglot-program "server"
                          :initializationOptions (or streamlint-eglot-settings (make-hash-table))))))

(provide 'streamlint-eglot)
;;; streamlint-eglot.el ends here
