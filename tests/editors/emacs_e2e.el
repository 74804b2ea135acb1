;;; emacs_e2e.el --- batch test: Eglot + streamlint, a finding after an emoji  -*- lexical-binding: t; -*-
;; Run: STREAMLINT=... SOURCE=... FILE=... emacs --batch -l tests/editors/emacs_e2e.el
(require 'package)
(package-initialize)
(require 'eglot)
(require 'python)
(setq streamlint-eglot-program (getenv "STREAMLINT"))
(load (expand-file-name "editors/emacs/streamlint-eglot.el" (getenv "SOURCE")))

(defun e2e-fail (fmt &rest args)
  (princ (concat "FAIL: " (apply #'format fmt args) "\n") #'external-debugging-output)
  (kill-emacs 1))

(let* ((file (getenv "FILE"))
       (project-find-functions (list (lambda (dir) (cons 'transient (file-name-directory file))))))
  (find-file file)
  (python-mode)
  ;; `eglot-ensure' connects from post-command-hook, which batch mode never runs: connect directly
  ;; with the contact Eglot guesses from `eglot-server-programs'.
  (apply #'eglot--connect (eglot--guess-contact))
  (let ((deadline (+ (float-time) 20)) found)
    (while (and (not found) (< (float-time) deadline))
      (accept-process-output nil 0.2)
      (setq found (seq-find (lambda (d) (string-match-p "SR301" (flymake-diagnostic-text d)))
                            (flymake-diagnostics))))
    (unless found (e2e-fail "no SR301 diagnostic"))
    (goto-char (flymake-diagnostic-beg found))
    ;; Line 2 is `s = "😀é"; q...trigger(once=True)`: the finding starts at `.trigger`, after an emoji.
    (let ((line (line-number-at-pos)) (column (current-column)))
      (unless (and (= line 2) (looking-at-p "\\.trigger(once=True)"))
        (e2e-fail "SR301 at line %d column %d, text %S" line column
                  (buffer-substring (point) (min (point-max) (+ (point) 20)))))
      (princ (format "emacs e2e: SR301 at line %d column %d (%s)\n" line column
                     (plist-get (eglot--capabilities (eglot-current-server)) :positionEncoding))))))
(kill-emacs 0)
